import Foundation

/// Parses EXIF `DateTimeOriginal` values ("yyyy:MM:dd HH:mm:ss").
struct ExifDateParser {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy:MM:dd HH:mm:ss"
        f.timeZone = TimeZone(secondsFromGMT: 0)
        // NOTE: locale left at the user's current locale.
        return f
    }()

    func date(from exifString: String) -> Date? {
        formatter.date(from: exifString)
    }
}
