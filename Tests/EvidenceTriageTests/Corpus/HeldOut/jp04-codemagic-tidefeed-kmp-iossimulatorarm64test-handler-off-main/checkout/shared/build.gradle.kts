plugins {
    kotlin("multiplatform") version "1.6.21"
    id("com.android.library")
    id("com.apollographql.apollo3") version "3.3.0"
}

kotlin {
    android()
    iosX64()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        val commonMain by getting {
            dependencies {
                implementation("com.apollographql.apollo3:apollo-runtime:3.3.0")
                implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.6.1-native-mt")
                implementation("org.jetbrains.kotlinx:kotlinx-datetime:0.3.2")
            }
        }
        val commonTest by getting {
            dependencies { implementation(kotlin("test")) }
        }
        val iosMain by creating { dependsOn(commonMain) }
        val iosTest by creating { dependsOn(commonTest) }
        listOf("iosX64", "iosArm64", "iosSimulatorArm64").forEach {
            getByName("${it}Main").dependsOn(iosMain)
        }
        listOf("iosX64", "iosSimulatorArm64").forEach {
            getByName("${it}Test").dependsOn(iosTest)
        }
    }
}

apollo {
    packageName.set("com.tidefeed.shared.graphql")
}
