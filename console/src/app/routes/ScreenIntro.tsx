import { PageHeader } from '../../components/layout/PageHeader';

/** A screen's title and what it is for; each screen's issue replaces it with the screen itself. */
export function ScreenIntro({ title, description }: { title: string; description: string }) {
  return <PageHeader title={title} description={description} />;
}
