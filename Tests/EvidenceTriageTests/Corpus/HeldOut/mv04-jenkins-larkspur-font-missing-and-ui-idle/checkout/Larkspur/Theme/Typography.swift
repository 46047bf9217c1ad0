import UIKit

enum Typography {
    static let headlineName = "BebasNeue"

    static func headline(size: CGFloat) -> UIFont {
        UIFont(name: headlineName, size: size)!
    }

    static func body(size: CGFloat) -> UIFont {
        UIFont.preferredFont(forTextStyle: .body).withSize(size)
    }
}
