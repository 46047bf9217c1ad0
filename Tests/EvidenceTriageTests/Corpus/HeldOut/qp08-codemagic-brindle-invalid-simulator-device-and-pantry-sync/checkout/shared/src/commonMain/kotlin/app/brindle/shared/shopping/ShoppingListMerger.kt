package app.brindle.shared.shopping

data class Line(val ingredient: String, val grams: Int)

object ShoppingListMerger {
    fun merge(lines: List<Line>): List<Line> =
        lines.groupBy { it.ingredient }.map { (name, same) -> Line(name, same.first().grams) }
}
