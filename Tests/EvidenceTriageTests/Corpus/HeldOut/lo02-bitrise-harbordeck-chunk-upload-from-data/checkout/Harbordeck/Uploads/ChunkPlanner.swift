import Foundation

struct ChunkPlanner {
    /// 5 MiB, the smallest chunk the survey server accepts except for the last one.
    var chunkSize = 5 * 1024 * 1024

    func chunks(forLength length: Int) -> [Range<Int>] {
        let count = length / chunkSize
        return (0..<count).map { index in
            let start = index * chunkSize
            return start..<min(start + chunkSize, length)
        }
    }
}
