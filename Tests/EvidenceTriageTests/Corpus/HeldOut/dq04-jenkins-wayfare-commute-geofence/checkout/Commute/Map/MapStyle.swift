import UIKit

/// Map annotation styling. The pin artwork lives in Commute/Map/MapAssets.xcassets.
final class MapStyle {
    static let depotPin = UIImage(named: "DepotPin", in: Bundle(for: MapStyle.self), compatibleWith: nil)
    static let homePin = UIImage(named: "HomePin", in: Bundle(for: MapStyle.self), compatibleWith: nil)
}
