import { BlogPage } from '../../features/blogs/blog-page';

export function BlogsRoute() {
  return <BlogPage />;
}
