import UIKit

enum ArtworkCache {
    /// Shown while episode artwork downloads and for feeds without artwork.
    static var placeholder: UIImage? {
        UIImage(named: "artwork-placeholder", in: .main, compatibleWith: nil)
    }
}
