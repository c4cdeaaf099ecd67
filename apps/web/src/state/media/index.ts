/** The web app's media (issue 16): checking and compressing images before upload, and the upload itself. */
export { type SniffedImage, sniffFile, sniffImage } from './imageType';
export { type ImagePlan, ImageRejectedError, planImage, prepareImage } from './prepareImage';
export { UPLOAD_FILE_PATH, type UploadOptions, uploadFile } from './uploadFile';
