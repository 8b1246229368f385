// Sound and vibration of a scan result, so a steward knows without looking: one high tone for "let in", a low
// double buzz for "stop".
import type { DoorResult } from '@repo/contract/door';
import { passingResults } from '@repo/contract/door';

let audio: AudioContext | null = null;

function tone(context: AudioContext, frequency: number, startsIn: number, seconds: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + startsIn);
  oscillator.stop(context.currentTime + startsIn + seconds);
}

export function signalResult(result: DoorResult, attention: boolean): void {
  const passes = passingResults.includes(result);
  try {
    audio ??= new AudioContext();
    if (passes && !attention) tone(audio, 1320, 0, 0.15);
    else if (passes) {
      tone(audio, 880, 0, 0.12);
      tone(audio, 1320, 0.16, 0.12);
    } else {
      tone(audio, 220, 0, 0.2);
      tone(audio, 220, 0.28, 0.2);
    }
  } catch {
    // No audio output (or autoplay refused before the first tap): vibration and the colour still tell.
  }
  if ('vibrate' in navigator) navigator.vibrate(passes ? 80 : [200, 100, 200]);
}
