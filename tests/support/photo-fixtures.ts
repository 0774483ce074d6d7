// Images for the handover photo tests and the bench (docs/decisions/030), made with
// sharp at run time: nothing binary is checked in. A "camera" photo is a large JPEG
// with the EXIF a phone writes (make, model, orientation, and a GPS position); a
// "browser" photo is what the crew page sends after its resize.
import sharp from "sharp";

/** A place near the airport, as a phone's EXIF writes it; "WGS-84" is what the tests look for. */
export const GPS_EXIF = {
  GPSLatitudeRef: "N",
  GPSLatitude: "32/1 0/1 3600/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "34/1 52/1 4800/100",
  GPSMapDatum: "WGS-84",
} as const;

/** Something like a photo: a gradient with a few shapes and sensor noise, so it compresses as photos do. */
function scene(width: number, height: number) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc4e8"/><stop offset="1" stop-color="#d8d2c4"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <rect x="${width * 0.15}" y="${height * 0.45}" width="${width * 0.7}" height="${height * 0.3}" rx="${height * 0.05}" fill="#7a1f24"/>
      <circle cx="${width * 0.3}" cy="${height * 0.78}" r="${height * 0.08}" fill="#222"/>
      <circle cx="${width * 0.7}" cy="${height * 0.78}" r="${height * 0.08}" fill="#222"/>
      <rect x="${width * 0.25}" y="${height * 0.5}" width="${width * 0.2}" height="${height * 0.1}" fill="#b9d3e6"/>
    </svg>`,
  );
  const noise = { create: { width, height, channels: 3 as const, background: "#808080", noise: { type: "gaussian" as const, mean: 128, sigma: 12 } } };
  return sharp(svg).composite([{ input: noise, blend: "overlay" }]);
}

/**
 * A phone's JPEG: `width`×`height` as the sensor stored it, EXIF orientation 6
 * (held upright: the picture is to be turned 90° clockwise), and a GPS position.
 */
export async function cameraPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const flat = await scene(width, height).jpeg({ quality: 92 }).toBuffer();
  return sharp(flat)
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "TestPhone", Model: "Camera 1" }, IFD3: { ...GPS_EXIF } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** What the crew page uploads: a JPEG of 1600 px on its long side, no metadata. */
export function browserPhoto(width = 1600, height = 1200): Promise<Buffer> {
  return scene(width, height).jpeg({ quality: 90 }).toBuffer();
}

/** A small image in any format an upload may be. */
export function smallImage(format: "jpeg" | "png" | "webp" | "avif", width = 320, height = 240): Promise<Buffer> {
  return scene(width, height).toFormat(format).toBuffer();
}
