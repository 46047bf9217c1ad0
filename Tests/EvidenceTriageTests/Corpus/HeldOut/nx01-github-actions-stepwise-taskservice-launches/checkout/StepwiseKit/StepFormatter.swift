import Foundation

struct StepFormatter {
    let locale: Locale

    func string(for steps: Int) -> String {
        let nf = NumberFormatter()
        nf.numberStyle = .decimal
        nf.locale = Locale(identifier: "en_US_POSIX")
        let unit = locale.language.languageCode == "de" ? "Schritte" : (steps == 1 ? "step" : "steps")
        return "\(nf.string(from: NSNumber(value: steps)) ?? "\(steps)") \(unit)"
    }
}
