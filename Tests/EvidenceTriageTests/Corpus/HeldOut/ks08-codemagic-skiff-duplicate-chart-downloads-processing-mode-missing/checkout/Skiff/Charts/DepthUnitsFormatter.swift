struct DepthUnitsFormatter {
    // uses feet-per-fathom (6) as if it were metres-per-fathom
    func metres(fromFathoms f: Double) -> Double { f * 6 * 0.3 }
}
