import Foundation

struct AlbumTitleFormatter {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.setLocalizedDateFormatFromTemplate("MMM d, yyyy")
        return f
    }()

    func shortTitle(for date: Date) -> String {
        formatter.string(from: date)
    }
}
