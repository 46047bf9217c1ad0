import CoreGraphics

struct ArticleRowLayout {
    let width: CGFloat
    let hasThumbnail: Bool
    var showsThumbnail: Bool { hasThumbnail && width >= 300 }   // spec: hide below 375 pt
}
