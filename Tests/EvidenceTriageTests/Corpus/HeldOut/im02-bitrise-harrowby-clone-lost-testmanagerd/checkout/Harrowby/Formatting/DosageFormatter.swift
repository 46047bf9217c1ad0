import Foundation

struct DosageFormatter {
    func string(tablets: Double) -> String {
        let n = NumberFormatter()
        n.maximumFractionDigits = 1
        n.minimumFractionDigits = 0
        let count = n.string(from: NSNumber(value: tablets)) ?? "\(tablets)"
        return tablets == 1 ? "1 tablet" : "\(count) tablets"
    }
}
