import { Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCurrentUser } from '../../session/session-store.ts';
import classes from './home-page.module.css';

export const heroMedia = {
  poster: '/media/sea-poster.jpg',
  webm: '/media/sea.webm',
  mp4: '/media/sea.mp4',
};

function HeroBackground() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', undefined, {
    getInitialValueInEffect: false,
  });
  if (reduceMotion) return <img className={classes.media} src={heroMedia.poster} alt="" />;
  return (
    <video className={classes.media} autoPlay muted loop playsInline poster={heroMedia.poster} data-testid="hero-video">
      <source src={heroMedia.webm} type="video/webm" />
      <source src={heroMedia.mp4} type="video/mp4" />
    </video>
  );
}

export function HomePage() {
  const user = useCurrentUser();
  return (
    <section className={classes.hero}>
      <HeroBackground />
      <div className={classes.content}>
        <Title order={1} fz={48}>
          Back office
        </Title>
        {user && (
          <Text fz="xl" mt="sm">
            {user.fullName}
          </Text>
        )}
      </div>
    </section>
  );
}
