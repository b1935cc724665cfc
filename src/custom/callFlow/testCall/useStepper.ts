import { useCallback, useEffect, useRef, useState } from 'react';
import type { Diagram, Trace, TraceStep } from '../../../../core/callFlow/types.ts';
import { promptsOf } from './scenario.ts';
import { usePromptPlayer } from './usePromptPlayer.ts';

/** The least time a step stays current while the path plays (a block that plays nothing). */
const STEP_MS = 900;
const pause = (ms: number) => new Promise((done) => window.setTimeout(done, ms));

interface Cursor {
  index: number;
  /** What moved it: a new trace (shows the whole path, plays nothing), the user, or playing. */
  by: 'trace' | 'user' | 'play';
  /** Changes on every move, so that moving to the same step plays it again. */
  tick: number;
}

/**
 * Stepping through a test call's path: the current step (the path up to it is handed to
 * `onPath` for the canvas to highlight), next/previous, and play, which steps on by itself
 * once the block's prompts were heard. A new path shows whole, nothing played.
 */
export function useStepper(trace: Trace | null, diagram: Diagram, flowId: number | null, onPath: (steps: TraceStep[]) => void, sound: boolean) {
  const player = usePromptPlayer();
  const [cursor, setCursor] = useState<Cursor>({ index: (trace?.steps.length ?? 0) - 1, by: 'trace', tick: 0 });
  const [playing, setPlaying] = useState(false);
  const playingRef = useRef(false);
  const soundRef = useRef(sound);
  const onPathRef = useRef(onPath);
  useEffect(() => {
    soundRef.current = sound;
    onPathRef.current = onPath;
  });
  const { stop } = player;

  // The same path again (the server's answer after the browser's) keeps the tester's place;
  // another path shows whole, not playing.
  const signature = trace ? trace.steps.map((s) => `${s.flow ?? ''}:${s.block}:${s.port ?? ''}`).join('|') + trace.end : '';
  const steps = trace?.steps.length ?? 0;
  const [shown, setShown] = useState(signature);
  if (shown !== signature) {
    setShown(signature);
    setPlaying(false);
    setCursor((c) => ({ index: steps - 1, by: 'trace', tick: c.tick + 1 }));
  }
  useEffect(() => {
    playingRef.current = false;
    stop();
  }, [signature, stop]);

  useEffect(() => {
    onPathRef.current(trace ? trace.steps.slice(0, cursor.index + 1) : []);
  }, [trace, cursor.index]);
  useEffect(() => () => onPathRef.current([]), []);

  const { play: playPrompts } = player;
  useEffect(() => {
    if (cursor.by === 'trace' || !trace) return undefined;
    const step = trace.steps[cursor.index];
    // Blocks of another flow (after a jump) are not in this diagram: nothing of theirs to play.
    const inThisFlow = step && (step.flow === null || step.flow === flowId);
    const block = inThisFlow ? diagram.nodes.find((node) => node.id === step.block) : undefined;
    let live = true;
    void (async () => {
      const heard = soundRef.current ? playPrompts(promptsOf(block)) : Promise.resolve();
      if (!playingRef.current) return;
      await Promise.all([heard, pause(STEP_MS)]);
      if (!live || !playingRef.current) return;
      if (cursor.index < trace.steps.length - 1) setCursor((c) => ({ index: c.index + 1, by: 'play', tick: c.tick + 1 }));
      else {
        playingRef.current = false;
        setPlaying(false);
      }
    })();
    return () => {
      live = false;
    };
    // The cursor alone drives it: a new trace resets the cursor first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor]);

  const select = useCallback(
    (index: number) => {
      playingRef.current = false;
      setPlaying(false);
      setCursor((c) => ({ index: Math.max(0, Math.min(index, steps - 1)), by: 'user', tick: c.tick + 1 }));
    },
    [steps],
  );
  const play = useCallback(() => {
    playingRef.current = true;
    setPlaying(true);
    // From the start when the whole path is shown, else on from where the tester is.
    setCursor((c) => ({ index: c.index >= steps - 1 ? 0 : Math.max(0, c.index), by: 'play', tick: c.tick + 1 }));
  }, [steps]);
  const halt = useCallback(() => {
    playingRef.current = false;
    setPlaying(false);
    stop();
  }, [stop]);

  useEffect(() => {
    if (!sound) stop();
  }, [sound, stop]);

  return { current: cursor.index, select, play, pause: halt, playing, hearing: player.playing, audioFailed: player.failed };
}
