import Foundation

enum Waveform {
    static func bars(from samples: [Float], width: Int) -> [Float] {
        guard !samples.isEmpty, width > 0 else { return [] }
        let bucket = max(1, samples.count / width + 1)
        var out: [Float] = []
        var i = 0
        while i < samples.count {
            out.append(samples[i..<min(i + bucket, samples.count)].max() ?? 0)
            i += bucket
        }
        let peak = out.max() ?? 1
        return out.map { $0 / peak }
    }
}
