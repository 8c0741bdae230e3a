/// Words of one area (see `Catalog`); its fields are filled by every `Catalog+xx.swift`.
public struct ComicWords: Sendable {
}
