import UIKit

struct FontProperties: Equatable { let name: String; let size: CGFloat }

extension UIFont {
    var properties: FontProperties { FontProperties(name: familyName, size: pointSize) }

    convenience init?(properties: FontProperties) {
        self.init(name: properties.name, size: properties.size)
    }
}
