import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';

interface VideoPlayerProps {
  src: string;
  poster: string | null;
  /** The video's accessible name, e.g. 'Vinyl Banners, video 2 of 3'. */
  label: string;
  /** Start playing (muted) when shown. */
  autoPlay: boolean;
  /** Pause while another view of the gallery (the full-screen dialog) is open; resume after when autoPlay. */
  suspended?: boolean;
  /** Light controls on the dark full-screen background. */
  tone?: 'light' | 'dark';
}

function startPlaying(video: HTMLVideoElement) {
  try {
    // play() rejects when the browser refuses (autoplay policy) or the file cannot be played; the
    // buttons follow the element's play and pause events, so nothing else needs doing.
    Promise.resolve(video.play()).catch(() => {});
  } catch {
    // Environments without media playback.
  }
}

/**
 * A product video with its own play/pause and mute buttons (docs/product/storefront.md); Space on the gallery
 * toggles it too.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  autoPlay,
  suspended = false,
  tone = 'dark',
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (suspended) {
      video.pause();
    } else if (autoPlay) {
      video.muted = true;
      startPlaying(video);
    }
  }, [autoPlay, suspended]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) startPlaying(video);
    else video.pause();
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  const buttonClass = cn(
    'inline-flex size-10 items-center justify-center rounded-full shadow-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5',
    tone === 'dark'
      ? 'bg-slate-900/75 text-white hover:bg-slate-900 focus-visible:outline-brand-500'
      : 'bg-white/90 text-slate-900 hover:bg-white focus-visible:outline-white',
  );

  return (
    <div className="relative size-full">
      <video
        ref={videoRef}
        src={src}
        poster={poster ?? undefined}
        aria-label={label}
        autoPlay={autoPlay && !suspended}
        muted={muted}
        loop
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        className="size-full object-contain"
      />
      <div className="absolute bottom-3 left-3 flex gap-2">
        <WithTooltip label={playing ? 'Pause video' : 'Play video'}>
          <button
            type="button"
            className={buttonClass}
            onClick={togglePlay}
            aria-label={playing ? 'Pause video' : 'Play video'}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </button>
        </WithTooltip>
        <WithTooltip label={muted ? 'Unmute video' : 'Mute video'}>
          <button
            type="button"
            className={buttonClass}
            onClick={toggleMute}
            aria-label={muted ? 'Unmute video' : 'Mute video'}
          >
            {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </button>
        </WithTooltip>
      </div>
    </div>
  );
}
