/**
 * The demo's call recording: two seconds of a quiet two-tone chime as 8 kHz 16-bit mono WAV
 * (what a phone platform records), made here rather than shipped as a binary file.
 */
export function demoRecording(seconds = 2, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const tone = t < seconds / 2 ? 440 : 660;
    const fade = Math.min(1, (samples - i) / 800, i / 800);
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * tone * t) * 6000 * fade), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
