struct Extras: Decodable {
    var byes: Int
    var legByes: Int
    var wides: Int
    var noBalls: Int
    var penalties: Int

    var total: Int { byes + legByes + wides + noBalls }
}
