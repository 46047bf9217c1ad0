import UIKit

final class MoistureRingView: UIView {
    var progress: Float = 0 { didSet { setNeedsDisplay() } }

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .updatesFrequently } set {} }
    override var accessibilityValue: String? {
        get { NumberFormatter.localizedString(from: progress as NSNumber, number: .percent) }
        set {}
    }
}
