import UIKit

extension UIColor {
    static let lumenFieldBorder = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.32, alpha: 1) : UIColor(white: 0.86, alpha: 1) }
    static let lumenFieldBackground = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : .white }
    static let lumenShadow = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 1) : UIColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1) }
}
