import Foundation

/// Reads the capture time of a photo from its EXIF dictionary.
public enum ExifDateParser {
    /// EXIF `DateTimeOriginal` is local wall-clock time ("2024:06:01 14:00:00") with no zone;
    /// `OffsetTimeOriginal` ("+02:00") says which zone it was in.
    public static func captureDate(exif: [String: Any]) -> Date? {
        guard let raw = exif["DateTimeOriginal"] as? String else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy:MM:dd HH:mm:ss"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.date(from: raw)
    }
}
