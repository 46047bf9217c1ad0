import UIKit

enum AlbumGridLayout {
    static func columns(for width: CGFloat, sizeClass: UIUserInterfaceSizeClass) -> Int {
        switch sizeClass {
        case .compact: return width < 390 ? 2 : 3
        default: return max(4, Int(width / 180))
        }
    }
}
