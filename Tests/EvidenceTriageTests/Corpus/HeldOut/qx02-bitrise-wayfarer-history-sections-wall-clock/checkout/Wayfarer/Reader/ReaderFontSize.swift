import CoreGraphics

enum ReaderFontSize: Int, CaseIterable {
    case size1 = 1, size2, size3, size4, size5, size6, size7, size8, size9, size10

    static let maximum: ReaderFontSize = .size10

    func bigger() -> ReaderFontSize {
        ReaderFontSize(rawValue: rawValue + 1) ?? .size1
    }

    var pointSize: CGFloat { 12 + CGFloat(rawValue - 1) * 2 }
}
