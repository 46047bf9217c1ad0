plugins {
    kotlin("multiplatform")
    id("com.squareup.sqldelight")
}

// Split out of :shared in 0.14 so the watch extension can link it without Ktor.
kotlin {
    iosX64()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        val commonMain by getting {
            dependencies {
                implementation("com.squareup.sqldelight:runtime:1.5.3")
            }
        }
        val commonTest by getting { dependencies { implementation(kotlin("test")) } }
        val iosMain by creating {
            dependsOn(commonMain)
            dependencies { implementation("com.squareup.sqldelight:native-driver:1.5.3") }
        }
        val iosTest by creating { dependsOn(commonTest) }
        listOf("iosX64", "iosArm64", "iosSimulatorArm64").forEach {
            getByName("${it}Main").dependsOn(iosMain)
            getByName("${it}Test").dependsOn(iosTest)
        }
    }
}

sqldelight {
    database("OutboxDb") { packageName = "io.brightwater.storage" }
}
