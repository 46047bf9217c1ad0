import Foundation

@objc(StepCountFormatter)
final class StepCountFormatter: NSObject {
    @objc static func format(_ steps: Int) -> String {
        let f = NumberFormatter()
        f.numberStyle = .none
        return "\(f.string(from: NSNumber(value: steps)) ?? "\(steps)") steps"
    }
}
