plugins {
    kotlin("multiplatform") version "1.9.24"
    id("com.apollographql.apollo3") version "3.3.2" // 3.5+ needs the GraphQL schema migration (SKY-412)
}

kotlin {
    iosArm64()
    iosSimulatorArm64()
    listOf(iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework { baseName = "SkylarkShared" }
    }
    sourceSets {
        val commonMain by getting {
            dependencies {
                implementation("com.apollographql.apollo3:apollo-runtime:3.3.2")
                implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.8.1")
                implementation("org.jetbrains.kotlinx:kotlinx-datetime:0.6.0")
            }
        }
        val commonTest by getting {
            dependencies { implementation(kotlin("test")) }
        }
    }
}
