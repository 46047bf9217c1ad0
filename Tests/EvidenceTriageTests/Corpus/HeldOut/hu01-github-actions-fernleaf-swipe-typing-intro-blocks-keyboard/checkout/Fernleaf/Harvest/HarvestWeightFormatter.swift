import Foundation

/// Formats harvest weights for the journal list ("750 g", "1.2 kg").
struct HarvestWeightFormatter {
    func string(fromGrams grams: Double) -> String {
        // Switch to kilograms for the larger harvests.
        if grams >= 500 {
            let kilos = grams / 1000
            return String(format: "%.2f kg", kilos)
                .replacingOccurrences(of: ".00 kg", with: " kg")
        }
        return "\(Int(grams.rounded())) g"
    }
}
