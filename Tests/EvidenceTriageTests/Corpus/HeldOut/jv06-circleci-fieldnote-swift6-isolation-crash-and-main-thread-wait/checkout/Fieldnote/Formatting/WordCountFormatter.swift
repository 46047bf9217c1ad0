import Foundation

struct WordCountFormatter {
    let locale: Locale

    func string(for count: Int) -> String {
        switch count {
        case 0: return "No words"
        case 1: return "1 word"
        default: return "\(count) words"   // interpolation ignores `locale`
        }
    }
}
