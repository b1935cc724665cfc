import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaApi } from '../../../resources/media_file/mediaApi.ts';
import type { Prompts } from './scenario.ts';

/** How long a spoken text may take at most when the browser never says it finished (no voices, headless). */
const speechBudget = (text: string) => 1500 + text.length * 90;

/**
 * Plays what a block plays to the caller while the test call steps: its media files, fetched
 * through the media library's audio call with the session's token and played from blob:
 * addresses (as AudioPlayer does), and its text spoken by the browser's speech synthesis in the
 * block's language. Starting another block's prompts, or stop(), cuts the current ones off.
 */
export function usePromptPlayer() {
  const urls = useRef(new Map<number, string>());
  const current = useRef<{ cancel(): void } | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const stop = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setPlaying(false);
  }, []);

  useEffect(() => {
    const made = urls.current;
    return () => {
      current.current?.cancel();
      for (const url of made.values()) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  /** Resolves when everything was played (or cut off). */
  const play = useCallback(
    async (prompts: Prompts) => {
      stop();
      if (!prompts.media.length && !prompts.speech) return;
      let cancelled = false;
      let cutOff = () => undefined as void;
      const run = { cancel: () => { cancelled = true; cutOff(); } };
      current.current = run;
      setPlaying(true);
      setFailed(false);
      try {
        for (const id of prompts.media) {
          if (cancelled) return;
          let url = urls.current.get(id);
          if (!url) {
            try {
              url = URL.createObjectURL(await mediaApi.audio(id));
              urls.current.set(id, url);
            } catch {
              setFailed(true);
              continue;
            }
          }
          if (cancelled) return;
          const audio = new Audio(url);
          await new Promise<void>((done) => {
            cutOff = () => { audio.pause(); done(); };
            audio.onended = () => done();
            audio.onerror = () => { setFailed(true); done(); };
            audio.play().catch(() => done());
          });
        }
        if (prompts.speech && !cancelled) await speak(prompts.speech, (cancel) => (cutOff = cancel));
      } finally {
        if (current.current === run) {
          current.current = null;
          setPlaying(false);
        }
      }
    },
    [stop],
  );

  return { play, stop, playing, failed };
}

function speak(speech: { text: string; language: string }, onCancel: (cancel: () => void) => void): Promise<void> {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return Promise.resolve();
  return new Promise<void>((done) => {
    const utterance = new SpeechSynthesisUtterance(speech.text);
    const language = speech.language.toLowerCase();
    if (language) {
      utterance.lang = speech.language;
      const voices = synth.getVoices();
      utterance.voice =
        voices.find((v) => v.lang.toLowerCase() === language) ?? voices.find((v) => v.lang.toLowerCase().startsWith(language.split('-')[0])) ?? null;
    }
    const timer = window.setTimeout(finish, speechBudget(speech.text));
    function finish() {
      window.clearTimeout(timer);
      done();
    }
    utterance.onend = finish;
    utterance.onerror = finish;
    onCancel(() => {
      synth.cancel();
      finish();
    });
    synth.cancel();
    synth.speak(utterance);
  });
}
