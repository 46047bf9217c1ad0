import Foundation

struct ThresholdPolicy {
    let levels: [Int]
    private var last = 0
    init(levels: [Int]) { self.levels = levels }

    mutating func crossed(percent: Int) -> [Int] {
        let hit = levels.filter { $0 <= percent }
        last = percent
        return hit
    }
}
