/// Domain value types and the client protocols the ViewModels depend on.
public enum Models {}
