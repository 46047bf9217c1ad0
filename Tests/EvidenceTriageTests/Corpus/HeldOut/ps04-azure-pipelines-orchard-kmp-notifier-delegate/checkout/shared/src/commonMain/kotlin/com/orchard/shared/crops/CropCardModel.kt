package com.orchard.shared.crops

data class Crop(val kind: String, val variety: String)

class CropCardModel(private val crop: Crop) {
    val title: String get() = crop.variety
    val subtitle: String get() = crop.kind
}
