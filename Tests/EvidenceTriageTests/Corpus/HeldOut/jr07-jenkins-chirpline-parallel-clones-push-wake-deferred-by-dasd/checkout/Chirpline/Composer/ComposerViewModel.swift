import Foundation

final class ComposerViewModel {
    enum CounterStyle { case normal, nearLimit, overLimit }
    let limit: Int
    var text = ""
    init(limit: Int) { self.limit = limit }
    var counterStyle: CounterStyle {
        let n = text.count
        if n > limit + 1 { return .overLimit }      // off by one
        if n > limit - 20 { return .nearLimit }
        return .normal
    }
}
