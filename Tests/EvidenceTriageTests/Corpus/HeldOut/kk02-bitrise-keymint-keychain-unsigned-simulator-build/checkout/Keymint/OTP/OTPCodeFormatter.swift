import Foundation

struct OTPCodeFormatter {
    /// Groups a code for display. 8-digit codes split 4+4; everything else is shown as-is.
    func display(_ code: String) -> String {
        guard code.count == 8 else { return code }
        let mid = code.index(code.startIndex, offsetBy: 4)
        return "\(code[..<mid]) \(code[mid...])"
    }
}
