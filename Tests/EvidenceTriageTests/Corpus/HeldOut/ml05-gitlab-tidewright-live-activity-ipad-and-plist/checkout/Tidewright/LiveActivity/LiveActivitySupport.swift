import UIKit

enum LiveActivitySupport {
    /// Live Activities run on iPhone, and on iPad from iPadOS 26.
    static func isSupported(idiom: UIUserInterfaceIdiom, majorSystemVersion: Int) -> Bool {
        switch idiom {
        case .phone: return majorSystemVersion >= 16
        case .pad: return false
        default: return false
        }
    }
}
