import Foundation

final class PinPadViewModel: ObservableObject {
    let length: Int
    @Published private(set) var digits = ""
    @Published private(set) var submitted: String?

    init(length: Int) { self.length = length }

    func tap(_ d: String) {
        digits += d
        if digits.count > length {
            submitted = digits
            digits = ""
        }
    }
}
