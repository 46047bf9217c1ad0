package com.quarry.geo

class StrataDepth(val centimetres: Int) {
    val metres: Double get() = centimetres / 100.0
    // 1 ft = 30.48 cm
    val feet: Double get() = centimetres / 3.048 / 10.0 / 10.0
}
