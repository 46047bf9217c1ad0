public enum PollenIndex {
    public static func level(grainsPerCubicMeter count: Int, species: Species) -> Level {
        switch species {
        case .grass:
            // BUG: the thresholds are the tree-pollen ones (high starts at 90).
            return count >= 90 ? .high : count >= 15 ? .moderate : .low
        case .tree:
            return count >= 90 ? .high : count >= 15 ? .moderate : .low
        }
    }
}
