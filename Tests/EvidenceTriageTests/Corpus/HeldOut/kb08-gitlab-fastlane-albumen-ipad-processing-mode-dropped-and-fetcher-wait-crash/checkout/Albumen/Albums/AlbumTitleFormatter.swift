import Foundation

enum AlbumTitleFormatter {
    static func title(_ raw: String, maxLength: Int = 24) -> String {
        guard raw.count > maxLength else { return raw }
        return String(raw.prefix(maxLength))
    }
}
