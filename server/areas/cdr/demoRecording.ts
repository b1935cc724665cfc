/**
 * A demo call recording: a quiet two-tone chime as 8 kHz mono WAV (what a phone platform
 * records), made here rather than shipped as a binary file. The demo's recordings last as long
 * as their calls' talk time (issue 27), so they are written at 8 bits, half the bytes of 16.
 */
export function demoRecording(seconds = 2, rate = 8000, bits: 8 | 16 = 16): Buffer {
  const samples = Math.round(seconds * rate);
  const width = bits / 8;
  const data = Buffer.alloc(samples * width);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const tone = t < seconds / 2 ? 440 : 660;
    const fade = Math.min(1, (samples - i) / 800, i / 800);
    const level = Math.sin(2 * Math.PI * tone * t) * 0.18 * fade;
    // WAV's 8-bit samples are unsigned around 128, its 16-bit ones signed.
    if (bits === 8) data.writeUInt8(Math.round(128 + level * 127), i);
    else data.writeInt16LE(Math.round(level * 32767), i * 2);
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
  header.writeUInt32LE(rate * width, 28);
  header.writeUInt16LE(width, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
