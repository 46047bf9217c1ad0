import Foundation

struct StepCountFormatter {
    let locale: Locale
    func string(_ n: Int) -> String {
        let nf = NumberFormatter()
        nf.locale = locale
        nf.numberStyle = .none
        return "\(nf.string(from: NSNumber(value: n)) ?? String(n)) " + (n == 1 ? "step" : "steps")
    }
}
