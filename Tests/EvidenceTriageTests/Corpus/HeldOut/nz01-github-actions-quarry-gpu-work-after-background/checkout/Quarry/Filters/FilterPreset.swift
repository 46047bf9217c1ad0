import CoreImage

struct FilterStage: Equatable {
    let name: String
    let affectsColor: Bool
}

struct FilterPreset {
    let id: String
    let stages: [FilterStage]

    static let vintage = FilterPreset(id: "vintage", stages: [
        FilterStage(name: "temperature", affectsColor: true),
        FilterStage(name: "grain", affectsColor: false),
        FilterStage(name: "fade", affectsColor: true),
        FilterStage(name: "vignette", affectsColor: false),
    ])

    static let mono = FilterPreset(id: "mono", stages: [
        FilterStage(name: "desaturate", affectsColor: false),
        FilterStage(name: "contrast", affectsColor: false),
    ])
}
