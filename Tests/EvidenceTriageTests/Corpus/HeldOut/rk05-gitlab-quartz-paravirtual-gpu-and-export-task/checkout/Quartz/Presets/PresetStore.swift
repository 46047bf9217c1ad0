import Foundation

struct Preset: Codable, Equatable {
    var name: String
    var exposure: Double
}

final class PresetStore {
    private(set) var presets: [Preset] = []

    func duplicate(_ preset: Preset) -> Preset {
        var copy = preset
        copy.name = preset.name + " copy"
        presets.append(copy)
        return copy
    }
}
