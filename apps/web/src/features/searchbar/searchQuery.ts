import { paths, routePrefix } from '../../app/paths';

/** The search page of the community the viewer is in (`/:community/search?keyword=`; SPEC §2). */
export function searchPagePath(pathname: string, keyword: string): string {
  return paths.search(routePrefix(pathname.split('/')[1]), { keyword });
}
