import ArgumentParser

/// The `--preset` help every command that reads design-system files shows.
enum PresetHelp {
    static let text = ArgumentHelp(
        "Read the files with an import preset: ouds (Figma tokenator exports; raw core files merge, each file defining the ouds tree is a brand theme named after its file, Brands.Orange Compact.tokens.json → orange-compact)."
    )
}
