/// Spells chord names the way the chord charts print them.
struct ChordNameFormatter {
    func name(root: Note, quality: ChordQuality, bass: Note? = nil) -> String {
        var text = root.spelling + quality.suffix
        if let bass, bass != root {
            text += "/" + bass.spelling
        }
        return text
    }
}

extension Note {
    var spelling: String {
        switch self {
        case .c: return "C"
        case .cSharp: return "C#"
        case .d: return "D"
        case .eFlat: return "D#"
        case .e: return "E"
        case .f: return "F"
        case .fSharp: return "F#"
        case .g: return "G"
        case .aFlat: return "G#"
        case .a: return "A"
        case .bFlat: return "A#"
        case .b: return "B"
        }
    }
}
